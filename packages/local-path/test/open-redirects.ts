// The usual open-redirect spellings: each reads as a path on the shop to a naive check and as another
// site (or a script) to a browser. Shared by this package's test and the browser tests (e2e/).
export const OPEN_REDIRECTS = [
  '//evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/\\/evil',
  '%2F%2Fevil.example',
  '/%2F/evil',
  '/%5Cevil',
  '/sw//evil.example',
  '/sw/\\evil',
  '/\t/evil.example',
  '/\n/evil',
  '/.//evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'http://evil.example',
  'https:evil.example',
  ' //evil',
  'data:text/html,<script>alert(1)</script>',
];
