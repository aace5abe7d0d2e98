import { Avatar } from 'antd';
import { initialsOf } from './names';

/** A teacher's photo, or the initials of the name when there is none. Decorative: the name is beside it. */
export function TeacherAvatar({ name, photoUrl, size = 40 }: { name: string; photoUrl: string | null; size?: number }) {
  return (
    <Avatar size={size} src={photoUrl ?? undefined} alt="" aria-hidden className="teacher-avatar">
      {initialsOf(name)}
    </Avatar>
  );
}
