'use client';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { consoleFetch } from '@/lib/console/client';
import type { SettingsView } from '@/lib/console/settingsView';

export type { SettingsView };

type Settings = {
  view: SettingsView;
  /** Saves one section from the version shown; answers the refusal's message, or null when saved. */
  save: (section: string, body: object) => Promise<string | null>;
};

const Context = createContext<Settings | null>(null);

/** The shop's settings as shown, and the one way every section saves them (with the version shown). */
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
  const save = useCallback(
    async (section: string, body: object) => {
      const reply = await consoleFetch<SettingsView>(shopId, `/settings/${section}`, {
        method: 'PUT',
        body: { ...body, version: view.version },
      });
      if (!reply.ok) return reply.message;
      setView(reply.body);
      return null;
    },
    [shopId, view.version],
  );
  return <Context.Provider value={{ view, save }}>{children}</Context.Provider>;
}

export function useSettings(): Settings {
  const settings = useContext(Context);
  if (!settings) throw new Error('useSettings outside SettingsProvider');
  return settings;
}
