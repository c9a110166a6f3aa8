// Sends one photo as a form with upload progress (fetch cannot report it; XMLHttpRequest can).
export interface SendOptions {
  url: string;
  photo: Blob;
  fileName: string;
  fields?: Record<string, string>;
  onProgress: (fraction: number) => void;
}

const NETWORK_ERROR = 'No se pudo enviar la foto. Revisa tu conexión e inténtalo de nuevo.';

export function sendPhoto<T>(options: SendOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    // Fields first: the server reads them with the file that follows.
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append('file', options.photo, options.fileName);
    const request = new XMLHttpRequest();
    request.open('POST', options.url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new Error(NETWORK_ERROR));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) {
        options.onProgress(1);
        resolve(body as T);
        return;
      }
      const message = (body as { error?: unknown } | null)?.error;
      reject(new Error(typeof message === 'string' ? message : NETWORK_ERROR));
    };
    request.send(form);
  });
}
