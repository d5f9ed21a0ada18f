import { UiIcon, type UiIconName } from './UiIcon';

/**
 * An icon in a sized box (the calculators' cards and form buttons): without a name the box stays
 * empty and the layout still. Icons named by content are NamedIcon's.
 */
export function ContentIcon({ name, size = 28 }: { name: UiIconName | undefined; size?: number }) {
  return (
    <span className="content-icon" style={{ width: size, height: size }} aria-hidden="true">
      {name ? <UiIcon name={name} size={size} /> : null}
    </span>
  );
}
