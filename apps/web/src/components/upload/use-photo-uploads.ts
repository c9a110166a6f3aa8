// The uploader's queue: each photo is checked, scaled down and sent on its own (two at a time),
// with its progress and state; a failed one can be sent again without choosing it again.
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
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

function createQueue<T>(setItems: Dispatch<SetStateAction<UploadItem[]>>) {
  let current: UploadTarget<T> | null = null;
  const files = new Map<number, File>();
  let waiting: number[] = [];
  let active = 0;
  const update = (id: number, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  async function send(id: number, file: File) {
    try {
      update(id, { state: 'preparing', progress: 0, error: null });
      const photo = await preparePhoto(file);
      update(id, { state: 'sending' });
      const { url, fields, onUploaded } = current!;
      const result = await sendPhoto<T>({
        url,
        photo,
        fileName: file.name,
        ...(fields ? { fields } : {}),
        onProgress: (progress) => update(id, { progress }),
      });
      update(id, { state: 'done', progress: 1 });
      files.delete(id);
      onUploaded(result);
    } catch (error) {
      update(id, { state: 'failed', error: (error as Error).message });
    } finally {
      active--;
      pump();
    }
  }

  function pump() {
    while (active < PARALLEL && waiting.length > 0) {
      const id = waiting.shift()!;
      const file = files.get(id);
      if (!file) continue;
      active++;
      void send(id, file);
    }
  }

  return {
    /** Adds the chosen files; `room` is how many more the plan allows (the rest are refused). */
    setTarget: (target: UploadTarget<T>) => {
      current = target;
    },
    add: (chosen: File[], room: number, roomMessage: string) => {
      const added: UploadItem[] = chosen.map((file, index) => {
        const id = nextId++;
        const problem = checkPhoto(file) ?? (index >= room ? roomMessage : null);
        if (!problem) {
          files.set(id, file);
          waiting.push(id);
        }
        const state: UploadState = problem ? 'failed' : 'waiting';
        return { id, name: file.name, state, progress: 0, error: problem };
      });
      setItems((current) => [...current, ...added]);
      pump();
    },
    retry: (id: number) => {
      if (!files.has(id)) return;
      update(id, { state: 'waiting', progress: 0, error: null });
      waiting.push(id);
      pump();
    },
    dismiss: (id: number) => {
      files.delete(id);
      waiting = waiting.filter((w) => w !== id);
      setItems((current) => current.filter((item) => item.id !== id));
    },
    canRetry: (id: number) => files.has(id),
  };
}

export function usePhotoUploads<T>(target: UploadTarget<T>) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [queue] = useState(() => createQueue<T>(setItems));
  // The latest target is used by uploads already under way too (a form's changed value).
  useEffect(() => queue.setTarget(target));
  return { items, ...queue };
}
