import { Alert } from 'antd';

/** `ListRefusal`'s view (list-refusal.tsx), fetched when a list first has a refusal to show above its table. */
export default function ListRefusalView({ messages }: { messages: string[] }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="list-refusal"
      title={
        messages.length === 1 ? (
          messages[0]
        ) : (
          <ul className="list-refusal-messages">
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )
      }
      data-testid="list-refusal"
    />
  );
}
