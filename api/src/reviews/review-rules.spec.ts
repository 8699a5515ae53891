import { ALREADY_REVIEWED, countLinks, NOT_A_BUYER, NOT_YET_RECEIVED, publicAuthor, reviewRefusal } from './review-rules';

describe('review rules (issue 20)', () => {
  it('lets only the buyer of a completed order review', () => {
    expect(reviewRefusal(['completed'])).toBeNull();
    expect(reviewRefusal(['cancelled', 'completed'])).toBeNull();
    expect(reviewRefusal(['paid', 'shipped'])).toBe(NOT_YET_RECEIVED);
    expect(reviewRefusal([])).toBe(NOT_A_BUYER);
    expect(ALREADY_REVIEWED).toMatch(/already reviewed/);
  });

  it('names the author by first name and last initial only', () => {
    expect(publicAuthor('Wanjiru', 'Kamau')).toBe('Wanjiru K.');
    expect(publicAuthor(' Otieno  Peter ', ' odhiambo')).toBe('Otieno O.');
    expect(publicAuthor('Achieng', '')).toBe('Achieng');
    expect(publicAuthor('', 'Kamau')).toBe('Verified buyer');
  });

  it('counts web addresses, however written', () => {
    expect(countLinks('Lovely bag, strong straps.')).toBe(0);
    expect(countLinks('see https://a.example and http://b.example or www.c.example')).toBe(3);
    expect(countLinks('HTTPS://A.EXAMPLE/x')).toBe(1);
    expect(countLinks('the www. prefix alone')).toBe(0);
  });
});
