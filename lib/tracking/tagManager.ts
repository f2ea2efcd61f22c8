const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The container script URL, or null when the id is not a Google Tag Manager container id. */
export function gtmScriptUrl(containerId: string | null): string | null {
  return containerId && CONTAINER_ID.test(containerId)
    ? `https://www.googletagmanager.com/gtm.js?id=${containerId}`
    : null;
}
