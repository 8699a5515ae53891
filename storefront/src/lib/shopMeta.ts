// What the server tells every page about the shop, as <meta> tags in its head (api/src/app.setup.ts): the WhatsApp
// number (its WHATSAPP_NUMBER setting), whether order updates can go by WhatsApp, and the shop's address (PUBLIC_URL, else the one the shopper used). The render
// on the server reads them from the page it fills in, the browser from the page it was sent, so both write the same
// links and the server's markup hydrates unchanged (Preact keeps the server's attributes as they are).
import { createContext, useContext } from 'react';

export interface ShopMeta {
  /** wa.me's form of the number (254712345678); null where the page names none (the Vite dev server's pages). */
  whatsapp: string | null;
  /** 'https://kenyancrafts.co.ke': where links to the shop's own pages start, for sharing outside it. */
  origin: string;
  /** Whether the shop sends order updates by WhatsApp (false where it has no WhatsApp keys): the opt-in is offered only then. */
  whatsappUpdates: boolean;
  /** 'https://cdn.kenyancrafts.co.ke': where the shop's pictures are served from (its MEDIA_PUBLIC_URL); null: /media on the shop. */
  media: string | null;
}

const NAMES = { whatsapp: 'shop-whatsapp', origin: 'shop-url', whatsappUpdates: 'shop-whatsapp-updates', media: 'shop-media-url' } as const;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** A meta tag's content in page HTML, as the server writes it (name first, content escaped). */
function contentIn(html: string, name: string): string | null {
  const tag = new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html);
  return tag ? tag[1].replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]) : null;
}

/** The server's render: the facts of the page it fills in. */
export function shopMetaIn(html: string): ShopMeta {
  return {
    whatsapp: contentIn(html, NAMES.whatsapp) || null,
    origin: contentIn(html, NAMES.origin) ?? '',
    whatsappUpdates: contentIn(html, NAMES.whatsappUpdates) !== 'off',
    media: contentIn(html, NAMES.media) || null,
  };
}

/** The browser: the facts of the page it was sent (read each time, so a test can set them). */
function shopMetaOfDocument(): ShopMeta {
  const content = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
  return { whatsapp: content(NAMES.whatsapp), origin: content(NAMES.origin) ?? window.location.origin, whatsappUpdates: content(NAMES.whatsappUpdates) !== 'off', media: content(NAMES.media) };
}

/** Given by the server's render only; the browser reads its document. */
export const ShopMetaContext = createContext<ShopMeta | null>(null);

export function useShopMeta(): ShopMeta {
  return useContext(ShopMetaContext) ?? shopMetaOfDocument();
}
