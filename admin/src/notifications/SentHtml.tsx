/**
 * An e-mail's HTML shown as the customer sees it, safely: an iframe with an empty sandbox runs no
 * script, submits no form and cannot reach the console's page or session.
 */
export const SentHtml = ({ html, title, height = 480 }: { html: string; title: string; height?: number }) => (
  <iframe
    sandbox=""
    srcDoc={html}
    title={title}
    style={{ width: '100%', height, border: '1px solid rgba(0, 0, 0, 0.12)', borderRadius: 4, background: '#fff' }}
  />
);
