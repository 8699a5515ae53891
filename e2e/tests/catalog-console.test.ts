import sharp from 'sharp';
import { describe } from 'vitest';
import { openMenu, staffLogin } from '../support/console';
import { expect, test } from '../support/fixtures';
import { pickOption } from '../support/mui';

/** A real PNG of one colour, as a staff member's photo would be a real image file. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 96, height: 96, channels: 3, background: colour } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

describe('catalog in the staff console', () => {
  test('staff build a product with variants and images, then restock it inline in inventory', async ({ page }) => {
    const run = Date.now().toString(36);
    const category = `Beadwork ${run}`;
    const attributeType = `Bead Colour ${run}`;
    const values = ['Maasai Red', 'Ocean Blue'];
    const product = `Beaded Choker ${run}`;
    const variants = [
      { value: values[0], price: '1850', stock: '7', colour: '#b22222' },
      { value: values[1], price: '2100', stock: '12', colour: '#1f5fa8' },
    ];

    await staffLogin(page);

    await openMenu(page, 'Categories');
    await page.getByRole('button', { name: '+ Add New Category' }).click();
    const categoryDialog = page.getByRole('dialog');
    await categoryDialog.getByLabel('Name').fill(category);
    await categoryDialog.getByLabel('Description').fill('Necklaces and chokers strung by hand in Kajiado.');
    await categoryDialog.getByRole('button', { name: 'Create' }).click();
    await categoryDialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: category }).waitFor();

    await openMenu(page, 'Attributes');
    await page.getByRole('button', { name: '+ Add Type' }).click();
    const typeDialog = page.getByRole('dialog');
    await typeDialog.getByPlaceholder('Type name').fill(attributeType);
    await typeDialog.getByRole('button', { name: 'Create' }).click();
    await typeDialog.waitFor({ state: 'detached' });
    // The new type is selected, so values are added to it.
    const valuesCard = page.getByTestId('attribute-values');
    await valuesCard.getByText(`Values for "${attributeType}"`).waitFor();
    for (const value of values) {
      await valuesCard.getByPlaceholder('Value (e.g. Red, Small)').fill(value);
      await valuesCard.getByRole('button', { name: '+ Add Value' }).click();
      await valuesCard.getByRole('listitem').filter({ hasText: value }).waitFor();
    }

    await openMenu(page, 'Products');
    await page.getByRole('link', { name: 'Add Product' }).click();
    await page.waitForURL('**/dashboard/products/addproduct');
    await page.getByLabel('Product name').fill(product);
    await pickOption(page, page.getByRole('combobox', { name: 'Category' }), category);
    await page.getByLabel('Description').fill('Glass seed beads on leather, fastened with a brass clasp.');
    // The main image's drop zone is the only file input until variants are added.
    await page.locator('input[type=file]').setInputFiles(await photo('choker.png', '#d4a017'));
    await page.getByTestId('product-preview').locator('img').first().waitFor();

    for (const [index, variant] of variants.entries()) {
      await page.getByRole('button', { name: 'Add Variant' }).click();
      const editor = page.getByTestId('variant-editor').nth(index);
      await editor.getByLabel('Price (KSh)').fill(variant.price);
      await editor.getByLabel('Stock').fill(variant.stock);
      await pickOption(page, editor.getByRole('combobox', { name: attributeType }), variant.value);
      await editor.locator('input[type=file]').setInputFiles([
        await photo(`choker-${index}-front.png`, variant.colour),
        await photo(`choker-${index}-clasp.png`, '#8b5a2b'),
      ]);
      await editor.getByText('2 file(s) selected').waitFor();
    }
    await page.getByRole('button', { name: 'Submit Product' }).click();
    await page.getByText('Product submitted successfully!').waitFor();

    // The list is newest first: the new product heads it with both variants.
    await openMenu(page, 'Products');
    const row = page.getByRole('row').filter({ hasText: product });
    await row.waitFor();
    await row.getByText(category, { exact: true }).waitFor();
    for (const variant of variants) {
      await row.getByText(`Stock: ${variant.stock}`, { exact: true }).waitFor();
      await row.getByText(`${attributeType}: ${variant.value}`).waitFor();
    }

    await row.getByRole('link', { name: product }).click();
    await page.getByRole('heading', { level: 1, name: product }).waitFor();
    const cards = page.getByTestId('variant-card');
    await expect.poll(() => cards.count()).toBe(2);
    const skus: string[] = [];
    for (const variant of variants) {
      const card = cards.filter({ hasText: variant.value });
      await card.getByText(`Stock: ${variant.stock}`, { exact: true }).waitFor();
      await card.getByText(new RegExp(`^Price: KSh ${Number(variant.price).toLocaleString('en-KE')}$`)).waitFor();
      // Both uploaded pictures are stored and served back by the shop.
      const pictures = card.locator('img[src^="/media/"]');
      await expect.poll(() => pictures.count()).toBe(2);
      await expect
        .poll(() => pictures.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
        .toBe(true);
      skus.push((await card.locator('p').first().innerText()).trim());
    }

    await openMenu(page, 'Inventory');
    const inventoryCard = page.getByTestId('inventory-product').filter({ hasText: product });
    await inventoryCard.waitFor();
    const stock = inventoryCard.getByLabel(`Stock of ${skus[0]}`);
    await stock.fill('15');
    await stock.blur();
    const variantRow = inventoryCard.getByRole('row').filter({ has: page.getByLabel(`Stock of ${skus[0]}`) });
    await variantRow.getByText('Saved').waitFor();
    // 7 counted up to 15 is a restock of 8, logged above the initial stock line.
    const logs = variantRow.getByTestId('recent-logs').locator(':scope > div');
    await expect
      .poll(() => logs.allInnerTexts())
      .toEqual([expect.stringMatching(/^Restock \+8 · balance 15 · /), expect.stringMatching(/^Initial stock \+7 · balance 7 · /)]);
    expect(await stock.inputValue()).toBe('15');
  });
});
