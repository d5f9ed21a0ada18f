import type { Highlight } from '#shared/contract';

/** Text with the words a search matched in `<mark>`. */
export function Highlighted({ parts }: { parts: Highlight }) {
  return <>{parts.map((part, index) => (part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}</>;
}
