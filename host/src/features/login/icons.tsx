import { Icon } from 'shared-ui/sign-in';

export function EyeIcon() {
  return (
    <Icon boxSize="5" aria-hidden>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
      </svg>
    </Icon>
  );
}

export function EyeOffIcon() {
  return (
    <Icon boxSize="5" aria-hidden>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M17.9 17.9A10.4 10.4 0 0 1 12 19c-6.4 0-10-7-10-7a18.5 18.5 0 0 1 5.1-5.9" />
        <path d="M9.9 5.2A9.7 9.7 0 0 1 12 5c6.4 0 10 7 10 7a18.7 18.7 0 0 1-2.2 3.2" />
        <path d="M14.1 14.1a3 3 0 1 1-4.2-4.2" />
        <path d="M2 2l20 20" />
      </svg>
    </Icon>
  );
}
