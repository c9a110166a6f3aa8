// What differs between the panel's content types besides their registry entry: the form's
// controls, the spec's toasts and questions, and how a list is arranged. The list, the dialog and
// the reorder logic are the same for all (components/content-list.tsx).
import { CONTENT_FIELD_LABELS as LABELS } from '@drd/shared/api/content/field-labels';
import { asText } from './as-text';
import type { ContentTypeKey } from '@drd/shared/api/content/registry';
import type { OwnerItem } from '@drd/shared/api/content/items';
import { byDisplayOrder, byStartDateNewestFirst, groupBySection } from './arrange';
import { OFFER_CONFIG, PRODUCT_CONFIG } from './catalog-config';
import { DESCRIPTION, PRICE } from './common-fields';

/** The types with a list in the panel; review answers live in the Reseñas tab. */
export type PanelType = Exclude<ContentTypeKey, 'review-replies'>;

export interface FieldConfig {
  name: string;
  label: string;
  /** 'photo': uploaded from the device (components/gallery-photo.tsx), never typed. */
  input:
    | 'text'
    | 'url'
    | 'textarea'
    | 'price'
    | 'datetime'
    | 'day'
    | 'integer'
    | 'active'
    | 'platform'
    | 'photo';
  /** Must be filled before the add button turns on. */
  required?: boolean;
  /** Set once on creation: hidden when editing, or shown disabled when `lockedOnEdit`. */
  createOnly?: boolean;
  lockedOnEdit?: boolean;
  placeholder?: string;
}

export interface TypeConfig {
  /** 'Agregar video', also the add dialog's title. */
  addLabel: string;
  editLabel: string;
  toasts: {
    added: string;
    updated: string;
    deleted: string;
    addFailed: string;
    updateFailed: string;
    deleteFailed: string;
  };
  deleteQuestion: string;
  empty: string;
  /** Badges read 'Aprobada' for images. */
  feminine?: boolean;
  layout: 'list' | 'grid';
  fields: FieldConfig[];
  /** Groups shown with a heading each; the items of one group move among themselves. */
  groupOf?: (item: OwnerItem) => string;
  sort: (items: readonly OwnerItem[]) => OwnerItem[];
}

export const TYPE_CONFIG: Record<PanelType, TypeConfig> = {
  gallery: {
    addLabel: 'Agregar imagen',
    editLabel: 'Editar imagen',
    toasts: {
      added: 'Imagen agregada',
      updated: 'Imagen actualizada',
      deleted: 'Imagen eliminada',
      addFailed: 'No se pudo agregar la imagen.',
      updateFailed: 'No se pudo actualizar la imagen.',
      deleteFailed: 'No se pudo eliminar la imagen.',
    },
    deleteQuestion: '¿Estás seguro de eliminar esta imagen?',
    empty: 'Aún no hay imágenes en la galería.',
    feminine: true,
    layout: 'grid',
    fields: [
      {
        name: 'imageUrl',
        label: LABELS.gallery.imageUrl,
        input: 'photo',
        required: true,
        createOnly: true,
      },
      { name: 'caption', label: LABELS.gallery.caption, input: 'text' },
    ],
    sort: byDisplayOrder,
  },
  videos: {
    addLabel: 'Agregar video',
    editLabel: 'Editar video',
    toasts: {
      added: 'Video agregado',
      updated: 'Video actualizado',
      deleted: 'Video eliminado',
      addFailed: 'No se pudo agregar el video.',
      updateFailed: 'No se pudo actualizar el video.',
      deleteFailed: 'No se pudo eliminar el video.',
    },
    deleteQuestion: '¿Estás seguro de eliminar este video?',
    empty: 'Aún no hay videos.',
    layout: 'list',
    fields: [
      {
        name: 'youtubeUrl',
        label: LABELS.videos.youtubeUrl,
        input: 'url',
        required: true,
        createOnly: true,
        placeholder: 'https://www.youtube.com/watch?v=…',
      },
      { name: 'title', label: LABELS.videos.title, input: 'text' },
    ],
    sort: byDisplayOrder,
  },
  faqs: {
    addLabel: 'Agregar FAQ',
    editLabel: 'Editar FAQ',
    toasts: {
      added: 'FAQ agregada',
      updated: 'FAQ actualizada',
      deleted: 'FAQ eliminada',
      addFailed: 'No se pudo agregar la FAQ.',
      updateFailed: 'No se pudo actualizar la FAQ.',
      deleteFailed: 'No se pudo eliminar la FAQ.',
    },
    deleteQuestion: '¿Estás seguro de eliminar esta FAQ?',
    empty: 'Aún no hay preguntas frecuentes.',
    feminine: true,
    layout: 'list',
    fields: [
      { name: 'question', label: LABELS.faqs.question, input: 'text', required: true },
      { name: 'answer', label: LABELS.faqs.answer, input: 'textarea', required: true },
    ],
    sort: byDisplayOrder,
  },
  'social-links': {
    addLabel: 'Agregar enlace',
    editLabel: 'Editar enlace',
    toasts: {
      added: 'Enlace agregado',
      updated: 'Enlace actualizado',
      deleted: 'Enlace eliminado',
      addFailed: 'No se pudo agregar el enlace.',
      updateFailed: 'No se pudo actualizar el enlace.',
      deleteFailed: 'No se pudo eliminar el enlace.',
    },
    deleteQuestion: '¿Estás seguro de eliminar este enlace?',
    empty: 'Aún no hay redes sociales.',
    layout: 'list',
    fields: [
      {
        name: 'platform',
        label: LABELS['social-links'].platform,
        input: 'platform',
        required: true,
        createOnly: true,
        lockedOnEdit: true,
      },
      {
        name: 'url',
        label: LABELS['social-links'].url,
        input: 'url',
        required: true,
        placeholder: 'https://…',
      },
    ],
    sort: byDisplayOrder,
  },
  menus: {
    addLabel: 'Agregar item',
    editLabel: 'Editar item',
    toasts: {
      added: 'Item agregado',
      updated: 'Item actualizado',
      deleted: 'Item eliminado',
      addFailed: 'No se pudo agregar el item.',
      updateFailed: 'No se pudo actualizar el item.',
      deleteFailed: 'No se pudo eliminar el item.',
    },
    deleteQuestion: '¿Estás seguro de eliminar este item?',
    empty: 'Aún no hay items en el menú.',
    layout: 'list',
    fields: [
      {
        name: 'sectionName',
        label: LABELS.menus.sectionName,
        input: 'text',
        required: true,
        placeholder: 'Entradas, Bebidas…',
      },
      { name: 'itemName', label: LABELS.menus.itemName, input: 'text', required: true },
      DESCRIPTION,
      PRICE,
    ],
    groupOf: (item) => asText(item.sectionName),
    sort: (items) => groupBySection(items).flatMap((group) => group.items),
  },
  events: {
    addLabel: 'Agregar evento',
    editLabel: 'Editar evento',
    toasts: {
      added: 'Evento agregado',
      updated: 'Evento actualizado',
      deleted: 'Evento eliminado',
      addFailed: 'No se pudo agregar el evento.',
      updateFailed: 'No se pudo actualizar el evento.',
      deleteFailed: 'No se pudo eliminar el evento.',
    },
    deleteQuestion: '¿Estás seguro de eliminar este evento?',
    empty: 'No hay eventos programados.',
    layout: 'list',
    fields: [
      { name: 'title', label: LABELS.events.title, input: 'text', required: true },
      { ...DESCRIPTION, required: true },
      { name: 'eventDate', label: LABELS.events.eventDate, input: 'datetime', required: true },
      { name: 'eventEndDate', label: LABELS.events.eventEndDate, input: 'datetime' },
      { name: 'location', label: LABELS.events.location, input: 'text' },
      PRICE,
      {
        name: 'registrationUrl',
        label: LABELS.events.registrationUrl,
        input: 'url',
        placeholder: 'https://…',
      },
    ],
    sort: byStartDateNewestFirst,
  },
  products: PRODUCT_CONFIG,
  offers: OFFER_CONFIG,
};
