import type { CSSProperties } from 'react';
import { initialsOf } from '../lib/names';

/**
 * A person's photo, or the initials of the name when there is none (a teacher in a list, the user
 * in the top bar). Decorative: the name is beside it. A plain circle (`.person-avatar`, styles.css),
 * not Ant Design's Avatar: that one measures its text after every render to scale it, a forced
 * layout and a second render each time; two initials always fit the circle.
 */
export function PersonAvatar(props: { name: string; photoUrl: string | null; size?: number; className?: string }) {
  const style = { '--person-avatar-size': `${props.size ?? 40}px` } as CSSProperties;
  const className = props.className ? `person-avatar ${props.className}` : 'person-avatar';
  return props.photoUrl ? (
    <img src={props.photoUrl} alt="" aria-hidden className={className} style={style} />
  ) : (
    <span aria-hidden className={className} style={style}>
      {initialsOf(props.name)}
    </span>
  );
}
