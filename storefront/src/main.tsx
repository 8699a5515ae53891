// The shop's tokens and page reset (a cascade layer, which the components' own rules override), once for every
// page: the build inlines them into index.html with the UI kit's shared styles.
import './ui/tokens.css';
import './ui/base.css';
import { firstPicturesPainted } from './boot/firstPicturesPainted';
import { retried } from './boot/retried';

// The page the server rendered is readable before any script runs; its first pictures are what a shopper waits for.
// On a slow phone network the shop's code (about 90 KB) would share the line with them, so it is asked for once they
// have painted (or after a bound: a picture that hangs does not keep the page from going live). A dropped connection
// must not leave the page looking live with buttons that do nothing: the code is asked for again.
void firstPicturesPainted()
  .then(() => retried(() => import('./boot/startShop')))
  .then(({ startShop }) => startShop());
