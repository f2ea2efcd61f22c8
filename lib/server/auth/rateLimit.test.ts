import { DEFAULT_ORG_HOURLY_TEXTS, orgHourlyTexts, orgTextsMessage, tooManyMessage } from './rateLimit';

describe('orgHourlyTexts', () => {
  test.each([
    ['50', 50],
    [' 1000 ', 1000],
    ['1', 1],
  ])('SMS_ORG_HOURLY_LIMIT=%j → %i texts an hour', (raw, max) => {
    expect(orgHourlyTexts(raw)).toBe(max);
  });

  test.each([undefined, '', ' ', '0', '-5', '2.5', 'many'])('%j → the default', (raw) => {
    expect(orgHourlyTexts(raw)).toBe(DEFAULT_ORG_HOURLY_TEXTS);
  });
});

describe('messages', () => {
  test.each([
    [45, '操作過於頻繁，請於 45 秒後再試', '本商店的簡訊驗證碼已達每小時發送上限，請於 45 秒後再試'],
    [61, '操作過於頻繁，請於 2 分鐘後再試', '本商店的簡訊驗證碼已達每小時發送上限，請於 2 分鐘後再試'],
    [3540, '操作過於頻繁，請於 59 分鐘後再試', '本商店的簡訊驗證碼已達每小時發送上限，請於 59 分鐘後再試'],
  ])('%i s', (seconds, tooMany, orgTexts) => {
    expect(tooManyMessage(seconds)).toBe(tooMany);
    expect(orgTextsMessage(seconds)).toBe(orgTexts);
  });
});
