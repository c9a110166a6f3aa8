// The panel's products and offers: what they add to the shared list and dialog.
import { CONTENT_FIELD_LABELS as LABELS } from '@drd/shared/api/content/field-labels';
import { byDisplayOrder } from './arrange';
import { asText } from './as-text';
import { DESCRIPTION, PRICE } from './common-fields';
import type { TypeConfig } from './type-config';

export const PRODUCT_CONFIG: TypeConfig = {
  addLabel: 'Agregar producto',
  editLabel: 'Editar producto',
  toasts: {
    added: 'Producto agregado',
    updated: 'Producto actualizado',
    deleted: 'Producto eliminado',
    addFailed: 'No se pudo agregar el producto.',
    updateFailed: 'No se pudo actualizar el producto.',
    deleteFailed: 'No se pudo eliminar el producto.',
  },
  deleteQuestion: '¿Estás seguro de eliminar este producto?',
  empty: 'Aún no hay productos.',
  layout: 'list',
  fields: [
    { name: 'name', label: LABELS.products.name, input: 'text', required: true },
    DESCRIPTION,
    PRICE,
    { name: 'imageUrl', label: LABELS.products.imageUrl, input: 'photo' },
    {
      name: 'externalUrl',
      label: LABELS.products.externalUrl,
      input: 'url',
      placeholder: 'https://…',
    },
    { name: 'isActive', label: LABELS.products.isActive, input: 'active' },
  ],
  sort: byDisplayOrder,
};

export const OFFER_CONFIG: TypeConfig = {
  addLabel: 'Agregar oferta',
  editLabel: 'Editar oferta',
  toasts: {
    added: 'Oferta agregada',
    updated: 'Oferta actualizada',
    deleted: 'Oferta eliminada',
    addFailed: 'No se pudo agregar la oferta.',
    updateFailed: 'No se pudo actualizar la oferta.',
    deleteFailed: 'No se pudo eliminar la oferta.',
  },
  deleteQuestion: '¿Estás seguro de eliminar esta oferta?',
  empty: 'Aún no hay ofertas ni cupones.',
  feminine: true,
  layout: 'list',
  fields: [
    { name: 'title', label: LABELS.offers.title, input: 'text', required: true },
    DESCRIPTION,
    { name: 'discountPercent', label: LABELS.offers.discountPercent, input: 'integer' },
    { name: 'discountAmount', label: LABELS.offers.discountAmount, input: 'price' },
    { name: 'code', label: LABELS.offers.code, input: 'text', placeholder: 'VERANO10' },
    { name: 'validFrom', label: LABELS.offers.validFrom, input: 'day' },
    { name: 'validUntil', label: LABELS.offers.validUntil, input: 'day', required: true },
    { name: 'maxRedemptions', label: LABELS.offers.maxRedemptions, input: 'integer' },
  ],
  // The soonest ending first, as the server lists them.
  sort: (items) =>
    [...items].sort(
      (a, b) => asText(a.validUntil).localeCompare(asText(b.validUntil)) || a.id - b.id,
    ),
};
