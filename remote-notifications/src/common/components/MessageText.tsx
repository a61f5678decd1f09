import { Fragment } from 'react';
import { Text, type TextProps } from 'shared-ui';
import { parseMessage } from '../model/messageMarkup';

type MessageTextProps = Omit<TextProps, 'children' | 'dangerouslySetInnerHTML'> & {
  /** A notification message: `**bold**` and line breaks (see model/messageMarkup). */
  message: string;
};

/**
 * A notification message built as elements: `<strong>` for `**bold**`, `<br>` between lines. The
 * server's text only ever becomes text nodes (never HTML), so markup in it shows as characters.
 */
export function MessageText({ message, ...textProps }: MessageTextProps) {
  const lines = parseMessage(message);
  return (
    <Text wordBreak="break-word" {...textProps}>
      {lines.map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? <br /> : null}
          {line.map((segment, segmentIndex) =>
            segment.bold ? <strong key={segmentIndex}>{segment.text}</strong> : <Fragment key={segmentIndex}>{segment.text}</Fragment>,
          )}
        </Fragment>
      ))}
    </Text>
  );
}
