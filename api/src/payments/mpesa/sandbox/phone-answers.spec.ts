import { callbackDelays, PHONE_ANSWERS } from './phone-answers';

describe("the stand-in phone's answers", () => {
  it('sends no callback, a late one, or three a second apart, as the button says', () => {
    expect(callbackDelays(PHONE_ANSWERS.pin.callbacks)).toEqual([0]);
    expect(callbackDelays(PHONE_ANSWERS['no-callback'].callbacks)).toEqual([]);
    expect(callbackDelays(PHONE_ANSWERS['late-callback'].callbacks)).toEqual([20_000]);
    expect(callbackDelays(PHONE_ANSWERS['duplicate-callbacks'].callbacks)).toEqual([0, 1000, 2000]);
  });
});
