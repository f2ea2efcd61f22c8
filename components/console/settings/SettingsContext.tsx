'use client';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { consoleFetch, type ConsoleReply } from '@/lib/console/client';
import type { SettingsView } from '@/lib/console/contract/settingsView';

export type { SettingsView };

type Settings = {
  shopId: number;
  view: SettingsView;
  /**
   * Saves one section from the version shown; answers as consoleFetch does. A stale refusal after
   * which the settings were reloaded says so (`details.reloaded`: refusal.ts words it).
   */
  save: (section: string, body: object) => Promise<ConsoleReply<SettingsView>>;
};

const Context = createContext<Settings | null>(null);

/**
 * The shop's settings as shown, and the one way every section saves them. Saves go one after
 * another, each from the version the one before answered, so two quick saves of this page never
 * refuse each other. A save refused as stale (another owner saved first) reloads the settings: the
 * owner sees what changed and saves again, and what they typed in other forms stays (the forms keep
 * their own fields).
 */
export function SettingsProvider({
  shopId,
  initial,
  children,
}: {
  shopId: number;
  initial: SettingsView;
  children: ReactNode;
}) {
  const [view, setView] = useState(initial);
  const version = useRef(initial.version);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const shown = useCallback((next: SettingsView) => {
    version.current = next.version;
    setView(next);
  }, []);

  const send = useCallback(
    async (section: string, body: object): Promise<ConsoleReply<SettingsView>> => {
      const reply = await consoleFetch<SettingsView>(shopId, `/settings/${section}`, {
        method: 'PUT',
        body: { ...body, version: version.current },
      });
      if (reply.ok) shown(reply.body);
      if (reply.ok || reply.code !== 'stale') return reply;
      const fresh = await consoleFetch<SettingsView>(shopId, '/settings');
      if (!fresh.ok) return reply;
      shown(fresh.body);
      return { ...reply, details: { ...reply.details, reloaded: true } };
    },
    [shopId, shown],
  );

  const save = useCallback(
    (section: string, body: object) => {
      const result = queue.current.then(() => send(section, body));
      queue.current = result.catch(() => undefined);
      return result;
    },
    [send],
  );

  return <Context.Provider value={{ shopId, view, save }}>{children}</Context.Provider>;
}

export function useSettings(): Settings {
  const settings = useContext(Context);
  if (!settings) throw new Error('useSettings outside SettingsProvider');
  return settings;
}
