import { render, screen } from '@testing-library/react';
import { ProductImage, srcSetOf } from '../components/ProductImage';

describe('ProductImage', () => {
  it('offers the stored widths of a shop picture with its shown size and reserves its space', () => {
    render(<ProductImage src="/media/products/ab12.webp" alt="Kiondo Basket" width={400} height={400} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Kiondo Basket' });
    expect(img).toHaveAttribute('srcset', '/media/products/ab12.w320.webp 320w, /media/products/ab12.w480.webp 480w, /media/products/ab12.w640.webp 640w, /media/products/ab12.w1024.webp 1024w');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the main picture first and at once', () => {
    render(<ProductImage src="/media/products/ab12.webp" alt="Main" priority />);
    const img = screen.getByRole('img', { name: 'Main' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('sizes', '600px');
  });

  it('lists no widths for pictures the shop did not store', () => {
    expect(srcSetOf('/favicon.svg')).toBeUndefined();
    expect(srcSetOf('https://elsewhere.example/x.webp')).toBeUndefined();
    expect(srcSetOf('https://elsewhere.example/x.webp', 'https://cdn.kenyancrafts.example')).toBeUndefined();
  });

  it('offers the widths of a picture served from where the page says the shop keeps them (MEDIA_PUBLIC_URL)', () => {
    const media = document.createElement('meta');
    media.name = 'shop-media-url';
    media.content = 'https://cdn.kenyancrafts.example';
    document.head.append(media);
    try {
      render(<ProductImage src="https://cdn.kenyancrafts.example/products/ab12.webp" alt="Sisal Bag" />);
      expect(screen.getByRole('img', { name: 'Sisal Bag' }).getAttribute('srcset')).toMatch(/^https:\/\/cdn\.kenyancrafts\.example\/products\/ab12\.w320\.webp 320w, .+ 1024w$/);
    } finally {
      media.remove();
    }
  });
});
