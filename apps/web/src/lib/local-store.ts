// A value in localStorage that components subscribe to, kept in step across tabs.
import { useSyncExternalStore } from 'react';

export function createLocalStore<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => boolean,
) {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; value: T } | null = null;

  const read = (): T => {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return fallback;
    }
    if (cache && cache.raw === raw) return cache.value;
    let value = fallback;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : fallback;
      value = isValid(parsed) ? (parsed as T) : fallback;
    } catch {
      value = fallback;
    }
    cache = { raw, value };
    return value;
  };

  const write = (value: T) => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private browsing or a full quota: the change lives until the page closes.
      cache = { raw: JSON.stringify(value), value };
    }
    listeners.forEach((l) => l());
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  const useValue = () => useSyncExternalStore(subscribe, read, () => fallback);
  return { read, write, useValue };
}
