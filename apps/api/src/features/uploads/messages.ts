// What an owner reads when a photo is refused (shown as sent, in the uploader and the wizard).
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Past this a decoded photo would take hundreds of megabytes of memory (an image bomb). */
export const UPLOAD_MAX_PIXELS = 40_000_000;

export const UPLOAD_MESSAGES = {
  noFile: 'Elige una foto para subir',
  tooLarge: 'La foto pesa más de 10 MB. Elige una más liviana.',
  notImage: 'El archivo no es una foto. Sube una imagen JPG, PNG o WebP.',
  svg: 'Las imágenes SVG no se aceptan. Sube una foto JPG, PNG o WebP.',
  tooManyPixels: 'La foto tiene demasiados píxeles (máximo 40 megapíxeles).',
  damaged: 'La foto está dañada o incompleta. Vuelve a tomarla o elige otra.',
  tooSmall: (min: number) => `La foto es muy pequeña: debe medir al menos ${min} píxeles por lado.`,
  notMultipart: 'Envía la foto como un formulario (multipart/form-data)',
  badField: 'La solicitud de subida no es válida',
  tooMany: 'Subiste muchas fotos en poco tiempo. Espera un rato e intenta de nuevo.',
  /** A media key this site never issued, or issued to someone else. */
  notYours: 'Esa imagen no la subiste tú. Súbela desde tu dispositivo.',
  documentNotYours: 'Ese documento no lo subiste tú. Súbelo desde tu dispositivo.',
  documentNotFound: 'Documento no encontrado',
  /** The photo's key is someone else's (it cannot happen for a new upload; kept as a guard). */
  keyTaken: 'No se pudo guardar la foto. Intenta de nuevo.',
} as const;
