/**
 * The id of the JSON script element a server-rendered page carries its query cache in, for the browser
 * to start from (data, not code: the Content-Security-Policy allows no inline scripts).
 */
export const SERVED_QUERIES = 'served-queries';
