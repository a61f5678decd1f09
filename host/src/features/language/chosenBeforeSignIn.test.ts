import { storedLanguage } from 'shared-ui';
import { chooseLanguageBeforeSignIn, forgetLanguageChosenBeforeSignIn, languageChosenBeforeSignIn } from './chosenBeforeSignIn';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a language chosen on the sign-in pages', () => {
  it('keeps a choice made before sign-in until it has been saved with the account', () => {
    expect(languageChosenBeforeSignIn()).toBeUndefined();
    chooseLanguageBeforeSignIn('hi');
    expect(storedLanguage()).toBe('hi');
    expect(languageChosenBeforeSignIn()).toBe('hi');
    forgetLanguageChosenBeforeSignIn();
    expect(languageChosenBeforeSignIn()).toBeUndefined();
    expect(storedLanguage()).toBe('hi');
  });
});
