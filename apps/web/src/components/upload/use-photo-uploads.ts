// The uploader's queue: each photo is checked, scaled down and sent on its own (two at a time),
// with its progress and state; a failed one can be sent again without choosing it again.
import { useCallback, useRef, useState } from 'react';
import { checkPhoto, preparePhoto } from './prepare-photo';
import { sendPhoto } from './send-photo';

export type UploadState = 'waiting' | 'preparing' | 'sending' | 'done' | 'failed';

export interface UploadItem {
  id: number;
  name: string;
  state: UploadState;
  progress: number;
  error: string | null;
}

export interface UploadTarget<T> {
  url: string;
  fields?: Record<string, string>;
  onUploaded: (result: T) => void;
}

const PARALLEL = 2;
let nextId = 1;

export function usePhotoUploads<T>(target: UploadTarget<T>) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<number, File>());
  const queue = useRef<number[]>([]);
  const active = useRef(0);
  const targetRef = useRef(target);
  targetRef.current = target;

  const update = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const pump = useCallback(() => {
    while (active.current < PARALLEL && queue.current.length > 0) {
      const id = queue.current.shift()!;
      const file = files.current.get(id);
      if (!file) continue;
      active.current++;
      void (async () => {
        try {
          update(id, { state: 'preparing', progress: 0, error: null });
          const photo = await preparePhoto(file);
          update(id, { state: 'sending' });
          const { url, fields, onUploaded } = targetRef.current;
          const result = await sendPhoto<T>({
            url,
            photo,
            fileName: file.name,
            ...(fields ? { fields } : {}),
            onProgress: (progress) => update(id, { progress }),
          });
          update(id, { state: 'done', progress: 1 });
          files.current.delete(id);
          onUploaded(result);
        } catch (error) {
          update(id, { state: 'failed', error: (error as Error).message });
        } finally {
          active.current--;
          pump();
        }
      })();
    }
  }, [update]);

  /** Adds the chosen files; `room` is how many more the plan allows (the rest are refused). */
  const add = useCallback(
    (chosen: File[], room = Infinity, roomMessage = '') => {
      const added: UploadItem[] = chosen.map((file, index) => {
        const id = nextId++;
        const problem = checkPhoto(file) ?? (index >= room ? roomMessage : null);
        if (!problem) {
          files.current.set(id, file);
          queue.current.push(id);
        }
        return {
          id,
          name: file.name,
          state: problem ? 'failed' : 'waiting',
          progress: 0,
          error: problem,
        };
      });
      setItems((current) => [...current, ...added]);
      pump();
    },
    [pump],
  );

  const retry = useCallback(
    (id: number) => {
      if (!files.current.has(id)) return;
      update(id, { state: 'waiting', progress: 0, error: null });
      queue.current.push(id);
      pump();
    },
    [pump, update],
  );

  const dismiss = useCallback((id: number) => {
    files.current.delete(id);
    queue.current = queue.current.filter((q) => q !== id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  return { items, add, retry, dismiss, canRetry: (id: number) => files.current.has(id) };
}
