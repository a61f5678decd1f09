import { Center } from 'shared-ui';

/** The first letter of a name, upper-cased, or "?" for an empty name. */
export function initialOf(name: string): string {
  const [first] = Array.from(name.trim());
  return first === undefined ? '?' : first.toLocaleUpperCase();
}

interface MemberInitialProps {
  name: string;
  size?: 'md' | 'lg';
}

/** Avatar circle with the person's initial. Decorative: the name is always shown beside it. */
export function MemberInitial({ name, size = 'md' }: MemberInitialProps) {
  const isLarge = size === 'lg';
  return (
    <Center
      aria-hidden="true"
      data-testid="member-initial"
      flexShrink={0}
      boxSize={isLarge ? '14' : '10'}
      borderRadius="full"
      bg="brand.100"
      color="brand.700"
      fontWeight="bold"
      fontSize={isLarge ? 'xl' : 'md'}
    >
      {initialOf(name)}
    </Center>
  );
}
