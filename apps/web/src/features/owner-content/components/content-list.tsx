import { useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { CONTENT_MESSAGES, type OwnerItem } from '@drd/shared/api/content/items';
import { CONTENT_TYPES, galleryLimitMessage } from '@drd/shared/api/content/registry';
import { Button } from '../../../components/form/button';
import { ConfirmDialog } from '../../../components/form/confirm-dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useContentItems, useDeleteItem, useReorder } from '../api/content';
import { moveItem } from '../lib/arrange';
import { TYPE_CONFIG, type PanelType } from '../lib/type-config';
import { ItemDialog } from './item-dialog';
import { ITEM_VIEWS } from './item-views';
import { ItemState } from './item-state';
import { PendingNotice } from './pending-notice';

interface ContentListProps {
  businessId: number;
  type: PanelType;
  /** A heading over the list, when a tab holds two lists (Menú). */
  heading?: string;
  /** At most this many items (the plan's gallery photos); the add button stops there. */
  limit?: number | undefined;
}

/** The list of one content type, its dialogs and its order: the same for every type. */
export function ContentList({ businessId, type, heading, limit }: ContentListProps) {
  const config = TYPE_CONFIG[type];
  const orderable = CONTENT_TYPES[type].orderable;
  const query = useContentItems(businessId, type);
  const reorder = useReorder(businessId, type);
  const remove = useDeleteItem(businessId, type);
  const [editing, setEditing] = useState<OwnerItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OwnerItem | null>(null);

  if (query.isPending) return <p className="py-6 text-sm text-slate-600">Cargando…</p>;
  if (query.isError) return <FormAlert title="No se pudo cargar esta lista." />;

  const items = config.sort(query.data);
  const full = limit !== undefined && items.length >= limit;
  const groups = config.groupOf
    ? [...new Set(items.map(config.groupOf))].map((name) => ({
        name,
        items: items.filter((i) => config.groupOf!(i) === name),
      }))
    : [{ name: '', items }];

  const move = (item: OwnerItem, step: -1 | 1) => {
    const next = moveItem(query.data, item.id, step, config.groupOf);
    if (!next) return;
    reorder.mutate(next, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'No se pudo cambiar el orden.',
          description: serverMessage(error, 'Inténtalo de nuevo.'),
        }),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        toast(
          answer.deleted
            ? { title: config.toasts.deleted }
            : { title: CONTENT_MESSAGES.deleteRequested },
        );
        setDeleting(null);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: config.toasts.deleteFailed,
          description: serverMessage(error, 'Inténtalo de nuevo.'),
        }),
    });
  };

  const Heading = heading ? 'h3' : 'span';
  return (
    <section className="space-y-3" aria-label={heading ?? CONTENT_TYPES[type].title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="text-lg font-semibold text-slate-900">
          {heading ?? <span className="sr-only">{CONTENT_TYPES[type].title}</span>}
        </Heading>
        <Button onClick={() => setEditing('new')} disabled={full}>
          <Plus className="size-4" aria-hidden /> {config.addLabel}
        </Button>
      </div>
      {full && limit !== undefined && (
        <p className="text-sm text-slate-700">{galleryLimitMessage(limit)}</p>
      )}
      <PendingNotice items={items} />
      {items.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          {config.empty}
        </p>
      ) : (
        groups.map((group) => (
          <div key={group.name} className="space-y-2">
            {group.name && <h4 className="font-semibold text-brand-800">{group.name}</h4>}
            <ul
              className={
                config.layout === 'grid'
                  ? 'grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3'
                  : 'space-y-3'
              }
            >
              {group.items.map((item, index) => (
                <li
                  key={item.id}
                  data-testid={`${type}-item`}
                  className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3"
                >
                  <ItemState item={item} feminine={config.feminine} galleryLimit={limit} />
                  <div className="min-w-0 flex-1">{ITEM_VIEWS[type](item)}</div>
                  <div className="flex flex-wrap items-center gap-1 border-t border-slate-100 pt-2">
                    {orderable && (
                      <>
                        <IconButton
                          label="Mover arriba"
                          disabled={index === 0 || reorder.isPending}
                          onClick={() => move(item, -1)}
                        >
                          <ArrowUp className="size-5" aria-hidden />
                        </IconButton>
                        <IconButton
                          label="Mover abajo"
                          disabled={index === group.items.length - 1 || reorder.isPending}
                          onClick={() => move(item, 1)}
                        >
                          <ArrowDown className="size-5" aria-hidden />
                        </IconButton>
                      </>
                    )}
                    {/* A narrow card (three a row at 1280 px) moves both buttons to a row of their own
                        rather than breaking a word. */}
                    <span className="ml-auto flex shrink-0">
                      <Button
                        variant="ghost"
                        className="px-2! whitespace-nowrap"
                        onClick={() => setEditing(item)}
                      >
                        <Pencil className="size-4" aria-hidden /> Editar
                      </Button>
                      <Button
                        variant="ghost"
                        className="px-2! whitespace-nowrap text-red-700"
                        onClick={() => setDeleting(item)}
                      >
                        <Trash2 className="size-4" aria-hidden /> Eliminar
                      </Button>
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      {editing && (
        <ItemDialog
          businessId={businessId}
          type={type}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title={config.deleteQuestion}
        description={
          deleting?.status === 'approved'
            ? 'Seguirá visible hasta que un administrador apruebe la eliminación.'
            : 'Esta acción no se puede deshacer.'
        }
        confirmLabel="Eliminar"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function IconButton({
  label,
  children,
  ...rest
}: {
  label: string;
  children: ReactNode;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className="inline-flex size-11 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40"
      {...rest}
    >
      {children}
    </button>
  );
}
