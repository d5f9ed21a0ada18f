/**
 * A designer control's label: the short word on the screen («Фаза», «Сечение») and, for screen
 * readers, the same word with the device it belongs to («Сечение: Автоматический выключатель …,
 * «Кухня»»), as every control of a row names its device (docs/designer.md, "Designer page"). Two
 * spans rather than a hidden tail, so the name reads as one phrase.
 */
export function FieldName({ text, who, className }: { text: string; who: string; className?: string }) {
  return (
    <>
      <span className={className} aria-hidden="true">
        {text}
      </span>
      <span className="visually-hidden">
        {text}: {who}
      </span>
    </>
  );
}
