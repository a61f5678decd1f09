import { chooseLanguageBeforeSignIn, forgetLanguageChosenBeforeSignIn, languageChosenBeforeSignIn } from './chosenBeforeSignIn';

beforeEach(() => {
  sessionStorage.clear();
});

describe('a language chosen on the sign-in pages', () => {
  it('keeps a choice made before sign-in until it has been saved with the account', () => {
    expect(languageChosenBeforeSignIn()).toBeUndefined();
    chooseLanguageBeforeSignIn('hi');
    expect(languageChosenBeforeSignIn()).toBe('hi');
    forgetLanguageChosenBeforeSignIn();
    expect(languageChosenBeforeSignIn()).toBeUndefined();
  });

  it('ignores a stored value that is not a language', () => {
    sessionStorage.setItem('portal.languageChosenBeforeSignIn', 'xx');
    expect(languageChosenBeforeSignIn()).toBeUndefined();
  });
});
