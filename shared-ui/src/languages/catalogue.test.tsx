import { act, render, screen } from '@testing-library/react';
import * as pageCatalogues from './catalogue';

import { LANGUAGES, languageName } from './languages';

type CatalogueModule = typeof import('./catalogue');

/**
 * A fresh copy of the module: its language and registered catalogues are page-wide state. (Not for
 * rendering: the isolated copy would bring its own React; the rendering test uses the module itself.)
 */
function freshCatalogueModule(): CatalogueModule {
  let loaded: CatalogueModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<CatalogueModule>('./catalogue');
  });
  return loaded!;
}

// Compiled as webpack/catalogue-loader.cjs compiles the JSON files.
const ENGLISH = { 'shell.logout': ['Logout'], 'shell.unread': ['Notifications, ', ['count'], ' unread'] };
const HINDI = { 'shell.logout': ['लॉग आउट'], 'shell.unread': ['सूचनाएँ, ', ['count'], ' अपठित'] };

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('catalogues', () => {
  it('shows English until Hindi is chosen, then every catalogue in Hindi with the document language and the device remembering it', async () => {
    const { createCatalogue, setLanguage } = pageCatalogues;
    const shell = createCatalogue(ENGLISH, { hi: async () => ({ default: HINDI }) });
    const other = createCatalogue({ 'page.title': ['Leads'] }, { hi: async () => ({ default: { 'page.title': ['लीड्स'] } }) });
    function TopBar() {
      const t = shell.useT();
      return (
        <p>
          {t('shell.logout')} / {t('shell.unread', { count: 5 })}
        </p>
      );
    }
    render(<TopBar />);
    expect(screen.getByText('Logout / Notifications, 5 unread')).toBeInTheDocument();

    await act(() => setLanguage('hi'));

    expect(screen.getByText('लॉग आउट / सूचनाएँ, 5 अपठित')).toBeInTheDocument();
    expect(other.t('page.title')).toBe('लीड्स');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('portal.language')).toBe('hi');

    await act(() => setLanguage('en'));
    expect(screen.getByText('Logout / Notifications, 5 unread')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('fetches a catalogue registered while the page is in Hindi, and languageReady waits for it', async () => {
    const { createCatalogue, languageReady, setLanguage } = freshCatalogueModule();
    createCatalogue(ENGLISH, { hi: async () => ({ default: HINDI }) });
    await setLanguage('hi');
    let release: () => void = () => {};
    const late = createCatalogue({ 'page.title': ['Leads'] }, {
      hi: () => new Promise((resolve) => (release = () => resolve({ default: { 'page.title': ['लीड्स'] } }))),
    });
    let ready = false;
    const waiting = languageReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    release();
    await waiting;
    expect(late.t('page.title')).toBe('लीड्स');
  });

  it('stays in its language when the other language cannot be downloaded', async () => {
    const { createCatalogue, currentLanguage, setLanguage } = freshCatalogueModule();
    const shell = createCatalogue(ENGLISH, { hi: () => Promise.reject(new Error('offline')) });
    await expect(setLanguage('hi')).rejects.toThrow('offline');
    expect(currentLanguage()).toBe('en');
    expect(shell.t('shell.logout')).toBe('Logout');
    expect(document.documentElement.lang).toBe('en');
  });

  describe('texts sources (a remote page\'s own texts file)', () => {
    // A remote's compiled English catalogues carry their name, its other languages none (webpack/catalogue-loader.cjs).
    const DASHBOARD = { $catalogue: 'remote-core/src/features/dashboard/i18n', 'page.title': ['Dashboard'] };
    const DASHBOARD_HI = { 'page.title': ['डैशबोर्ड'] };
    const COMMON = { $catalogue: 'remote-core/src/common/i18n', retry: ['Retry'] };
    const COMMON_HI = { retry: ['फिर से कोशिश करें'] };
    const notDownloaded = () => Promise.reject(new Error("the catalogue's own file was asked for"));
    /** A source holding `held` (texts by catalogue name), in Hindi only. */
    const sourceOf = (held: Record<string, Record<string, unknown>>) =>
      jest.fn((catalogue: string, language: string) => (language === 'hi' && held[catalogue] ? Promise.resolve(held[catalogue]) : undefined));

    it("gives each catalogue a source holds its texts from there, and none of them asks for its own file", async () => {
      const { addTextsSource, createCatalogue, languageReady, setLanguage } = freshCatalogueModule();
      await setLanguage('hi');
      addTextsSource(sourceOf({ [DASHBOARD.$catalogue]: DASHBOARD_HI, [COMMON.$catalogue]: COMMON_HI }));
      const dashboard = createCatalogue(DASHBOARD, { hi: notDownloaded });
      const common = createCatalogue(COMMON, { hi: notDownloaded });
      await languageReady();
      expect(dashboard.t('page.title')).toBe('डैशबोर्ड');
      expect(common.t('retry')).toBe('फिर से कोशिश करें');
    });

    it('lets a catalogue no source holds fetch its own file at once, without waiting for a source', async () => {
      const { addTextsSource, createCatalogue, languageReady, setLanguage } = freshCatalogueModule();
      await setLanguage('hi');
      let release: () => void = () => {};
      addTextsSource((catalogue) => (catalogue === DASHBOARD.$catalogue ? new Promise((resolve) => (release = () => resolve(DASHBOARD_HI))) : undefined));
      const dashboard = createCatalogue(DASHBOARD, { hi: notDownloaded });
      const common = createCatalogue(COMMON, { hi: async () => ({ default: COMMON_HI }) });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(common.t('retry')).toBe('फिर से कोशिश करें');
      expect(dashboard.t('page.title')).toBe('Dashboard');
      release();
      await languageReady();
      expect(dashboard.t('page.title')).toBe('डैशबोर्ड');
    });

    it("asks the source added last first, and falls back to the catalogue's own file when the source's download failed", async () => {
      const { addTextsSource, createCatalogue, languageReady, setLanguage } = freshCatalogueModule();
      await setLanguage('hi');
      const earlier = sourceOf({ [COMMON.$catalogue]: COMMON_HI });
      addTextsSource(earlier);
      addTextsSource((catalogue) => (catalogue === COMMON.$catalogue ? Promise.resolve(undefined) : undefined));
      const common = createCatalogue(COMMON, { hi: async () => ({ default: { ...COMMON_HI, retry: ['पुनः प्रयास करें'] } }) });
      await languageReady();
      expect(common.t('retry')).toBe('पुनः प्रयास करें');
      expect(earlier).not.toHaveBeenCalled();
    });

    it('asks no source while the page is in English, and asks once Hindi is chosen', async () => {
      const { addTextsSource, createCatalogue, setLanguage } = freshCatalogueModule();
      const source = sourceOf({ [DASHBOARD.$catalogue]: DASHBOARD_HI });
      addTextsSource(source);
      const dashboard = createCatalogue(DASHBOARD, { hi: notDownloaded });
      expect(dashboard.t('page.title')).toBe('Dashboard');
      expect(source).not.toHaveBeenCalled();
      await setLanguage('hi');
      expect(dashboard.t('page.title')).toBe('डैशबोर्ड');
      expect(source).toHaveBeenCalledWith(DASHBOARD.$catalogue, 'hi');
    });

    it('knows a catalogue compiled as the build compiles a remote\'s by the name it carries', async () => {
      const { addTextsSource, createCatalogue, languageReady, setLanguage } = freshCatalogueModule();
      const [{ default: english }, { default: hindi }] = await Promise.all([import('../page-kit/i18n/en.json'), import('../page-kit/i18n/hi.json')]);
      await setLanguage('hi');
      addTextsSource(sourceOf({ 'shared-ui/src/page-kit/i18n': hindi }));
      const pageKit = createCatalogue(english, { hi: notDownloaded });
      await languageReady();
      expect(pageKit.t('states.retry')).toBe('फिर से कोशिश करें');
    });
  });

  it("names each language in itself", () => {
    expect(LANGUAGES.map(languageName)).toEqual(['English', 'हिन्दी']);
  });

  it('does not draw the page again when a part\'s texts arrive that nothing has shown yet: only that part\'s components', async () => {
    const { createCatalogue, setLanguage } = pageCatalogues;
    const page = createCatalogue({ 'page.title': ['Dashboard'] }, { hi: async () => ({ default: { 'page.title': ['डैशबोर्ड'] } }) });
    await act(() => setLanguage('hi'));
    let release: () => void = () => {};
    const late = createCatalogue({ 'bonus.note': ['Paid out'] }, {
      hi: () => new Promise((resolve) => (release = () => resolve({ default: { 'bonus.note': ['भुगतान हो चुका'] } }))),
    });
    let pageRenders = 0;
    function Title() {
      const t = page.useT();
      pageRenders += 1;
      return <h1>{t('page.title')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading', { name: 'डैशबोर्ड' })).toBeInTheDocument();
    const before = pageRenders;
    await act(async () => release());
    await act(() => pageCatalogues.languageReady());
    expect(late.t('bonus.note')).toBe('भुगतान हो चुका');
    expect(pageRenders).toBe(before);
    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("renders again a component whose texts arrive after the page turned to Hindi, though the language stays the same", async () => {
    const { createCatalogue, setLanguage } = pageCatalogues;
    const page = createCatalogue({ 'page.title': ['Dashboard'] }, { hi: async () => ({ default: { 'page.title': ['डैशबोर्ड'] } }) });
    await act(() => setLanguage('hi'));
    let release: () => void = () => {};
    // A part loaded later (its own catalogue), shown inside a component that reads the page's catalogue.
    const late = createCatalogue({ 'bonus.note': ['Paid out'] }, {
      hi: () => new Promise((resolve) => (release = () => resolve({ default: { 'bonus.note': ['भुगतान हो चुका'] } }))),
    });
    function Figures() {
      const t = page.useT();
      return (
        <p>
          {t('page.title')}: {late.t('bonus.note')}
        </p>
      );
    }
    render(<Figures />);
    expect(screen.getByText('डैशबोर्ड: Paid out')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('डैशबोर्ड: भुगतान हो चुका')).toBeInTheDocument();
    await act(() => setLanguage('en'));
  });

  it('puts elements where each language places their placeholders, and draws them again in the new language', async () => {
    const { createCatalogue, setLanguage } = pageCatalogues;
    const support = createCatalogue(
      { line: ['Write to ', ['email'], ' or call ', ['phone'], '.'] },
      { hi: async () => ({ default: { line: [['phone'], ' पर कॉल करें या ', ['email'], ' पर लिखें।'] } }) },
    );
    function Support() {
      const rich = support.useRich();
      return <p data-testid="support">{rich('line', { email: <a href="mailto:help@example.in">help@example.in</a>, phone: <a href="tel:1800">1800</a> })}</p>;
    }
    render(<Support />);
    expect(screen.getByTestId('support')).toHaveTextContent('Write to help@example.in or call 1800.');
    expect(screen.getByRole('link', { name: 'help@example.in' })).toHaveAttribute('href', 'mailto:help@example.in');

    await act(() => setLanguage('hi'));
    expect(screen.getByTestId('support')).toHaveTextContent('1800 पर कॉल करें या help@example.in पर लिखें।');
    expect(screen.getByRole('link', { name: '1800' })).toHaveAttribute('href', 'tel:1800');
    await act(() => setLanguage('en'));
  });
});
