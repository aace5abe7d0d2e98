import type { CSSProperties } from 'react';
import { initialsOf } from './names';

/**
 * A teacher's photo, or the initials of the name when there is none. Decorative: the name is beside it.
 * A plain circle, not Ant Design's Avatar: that one measures its text after every render to scale it,
 * a forced layout for each row of a list; two initials always fit the circle.
 */
export function TeacherAvatar({ name, photoUrl, size = 40 }: { name: string; photoUrl: string | null; size?: number }) {
  const style = { '--teacher-avatar-size': `${size}px` } as CSSProperties;
  return photoUrl ? (
    <img src={photoUrl} alt="" aria-hidden className="teacher-avatar" style={style} />
  ) : (
    <span aria-hidden className="teacher-avatar" style={style}>
      {initialsOf(name)}
    </span>
  );
}
