import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import type { Language } from 'shared-contracts';
import { LANGUAGES, languageName } from '../languages/languages';

interface LanguageButtonsProps {
  /** The group's accessible name ("Language"). */
  label: string;
  /** The language the page is shown in: its button is pressed. */
  shown: Language;
  /** Called with another language than the one shown. */
  onChoose: (language: Language) => void;
  /** The language being applied, its button busy meanwhile. */
  pending?: Language | null;
  /**
   * `quiet` under the login page's logo, where it must not compete with the form; `card` in a card of
   * settings, where it is the card's one control.
   */
  look?: 'quiet' | 'card';
}

const LOOKS = {
  quiet: { gap: '1', justify: 'center', chosen: 'subtle', other: 'ghost' },
  card: { gap: '2', justify: 'flex-start', chosen: 'solid', other: 'outline' },
} as const;

/**
 * The portal's language switch (docs/languages.md): each language by its own name, written in itself
 * ("हिन्दी", not "Hindi", for someone who cannot read the other), marked with its `lang`, the one shown
 * pressed. One switch for the login page and My Profile; what a choice does is the caller's.
 */
export function LanguageButtons({ label, shown, onChoose, pending = null, look = 'card' }: LanguageButtonsProps) {
  const style = LOOKS[look];
  return (
    <HStack role="group" aria-label={label} gap={style.gap} justify={style.justify} wrap="wrap">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          size="sm"
          variant={language === shown ? style.chosen : style.other}
          colorPalette="brand"
          aria-pressed={language === shown}
          loading={pending === language}
          onClick={() => language !== shown && onChoose(language)}
        >
          {languageName(language)}
        </Button>
      ))}
    </HStack>
  );
}
