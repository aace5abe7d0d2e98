import { NumberText } from './number-text';
import './count-list.css';

/** A record's counts (units, lessons, videos …): each label over its number in the user's digits, as many in a line as fit. */
export function CountList({ items, testId }: { items: { label: string; value: number }[]; testId?: string }) {
  return (
    <dl className="count-list" data-testid={testId}>
      {items.map((item) => (
        <div key={item.label} className="count-list-item">
          <dt>{item.label}</dt>
          <dd>
            <NumberText value={item.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
