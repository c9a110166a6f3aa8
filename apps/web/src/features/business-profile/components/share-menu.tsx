import { Copy, MessageCircle, Share2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { toast } from '../../../components/ui/toast-store';
import { whatsappShareLink } from '../share';
import { secondaryAction as button } from './actions';

const item =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';

/** 'Copiar enlace' and WhatsApp, for a browser without a share sheet (loaded apart: share-button.tsx). */
export function ShareMenu({
  name,
  url,
  onShare,
}: {
  name: string;
  url: string;
  /** Counts the share for the owner's statistics. */
  onShare: () => void;
}) {
  const copy = () => {
    onShare();
    navigator.clipboard.writeText(url).then(
      () => toast({ title: 'Enlace copiado', description: 'Ya puedes pegarlo donde quieras.' }),
      () =>
        toast({
          title: 'No se pudo copiar el enlace',
          description: url,
          variant: 'destructive',
        }),
    );
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={button}>
        <Share2 className="size-4" aria-hidden /> Compartir
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 text-slate-800 shadow-lg"
        >
          <DropdownMenu.Item className={item} onSelect={copy}>
            <Copy className="size-4" aria-hidden /> Copiar enlace
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <a
              href={whatsappShareLink(name, url)}
              target="_blank"
              rel="noopener noreferrer"
              className={item}
              onClick={onShare}
            >
              <MessageCircle className="size-4" aria-hidden /> Enviar por WhatsApp
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
