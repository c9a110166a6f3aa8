import { MessageCircle } from 'lucide-react';
import { HELP_WHATSAPP } from '@drd/shared/constants';
import { documentPath, type DocumentUpload } from '@drd/shared/api/media-ref';
import { paymentWhatsappMessage, whatsappLinkWithText } from '@drd/shared/whatsapp';
import { serverMessage } from '../../lib/api-client';
import { toast } from '../ui/toast-store';
import { PhotoUploader } from '../upload/photo-uploader';
import { useSaveReceipt } from './save-receipt';

interface PaymentReceiptProps {
  businessId: number;
  transactionId: number;
  reference: string;
  businessName: string;
  receiptKey: string | null;
}

/** After paying: the receipt by WhatsApp to the directory, or its photo uploaded here. */
export function PaymentReceipt(props: PaymentReceiptProps) {
  const { businessId, transactionId, reference, businessName, receiptKey } = props;
  const save = useSaveReceipt(businessId, transactionId);
  const whatsapp = whatsappLinkWithText(
    HELP_WHATSAPP,
    paymentWhatsappMessage(reference, businessName),
  );
  const onUploaded = (answer: DocumentUpload) =>
    save.mutate(answer.key, {
      onSuccess: ({ message }) => toast({ title: 'Comprobante enviado', description: message }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'No se pudo guardar el comprobante.'),
          variant: 'destructive',
        }),
    });
  return (
    <div className="space-y-3 border-t border-amber-200 pt-3">
      <p className="font-semibold">¿Ya pagaste? Envíanos el comprobante</p>
      {whatsapp && (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="payment-whatsapp"
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800"
        >
          <MessageCircle className="size-4" aria-hidden />
          Enviar por WhatsApp
        </a>
      )}
      <PhotoUploader<DocumentUpload>
        label="Subir comprobante"
        url="/api/uploads/documents"
        onUploaded={onUploaded}
      />
      <p className="text-xs text-slate-600">
        Una foto de la transferencia o del recibo. Solo la verán tú y los administradores.
      </p>
      {receiptKey && (
        <figure className="space-y-1" data-testid="payment-receipt">
          <img
            src={documentPath(receiptKey)}
            alt="Comprobante enviado"
            className="h-32 w-full rounded border border-slate-200 bg-white object-contain"
          />
          <figcaption className="text-xs font-medium text-emerald-800">
            Comprobante enviado. Puedes reemplazarlo mientras el pago esté pendiente.
          </figcaption>
        </figure>
      )}
    </div>
  );
}
