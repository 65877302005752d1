import {useState, type ReactNode} from 'react';

export interface Choice {
  value: string;
  text: string;
}

export interface ChoiceGroup {
  label: string;
  choices: readonly Choice[];
}

/** The value of the "type your own" entry: not a name anyone would give an intent or a context type. */
const other = '(other)';

/**
 * A list to pick from, whose last entry lets the reader type a value of their
 * own instead (a custom context type or intent). Both controls are labelled.
 */
export function PickOrType({
  id,
  label,
  first,
  groups,
  value,
  onChange,
  otherText,
  otherLabel,
  otherPlaceholder,
}: {
  id: string;
  label: ReactNode;
  /** Choices before the groups (such as "any type"). */
  first?: readonly Choice[];
  groups: readonly ChoiceGroup[];
  value: string;
  onChange: (value: string) => void;
  /** The entry that switches to typing: "Custom type…". */
  otherText: string;
  /** Label of the text box. */
  otherLabel: string;
  otherPlaceholder?: string;
}): ReactNode {
  const known = [...(first ?? []), ...groups.flatMap((g) => g.choices)].some((c) => c.value === value);
  const [typing, setTyping] = useState(false);
  const typed = typing || !known;
  return (
    <div className="tb-wb-pick">
      <div className="tb-wb-field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          className="tb-input"
          value={typed ? other : value}
          onChange={(e) => {
            const picked = e.target.value;
            setTyping(picked === other);
            onChange(picked === other ? '' : picked);
          }}
        >
          {first?.map((c) => (
            <option key={c.value} value={c.value}>
              {c.text}
            </option>
          ))}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.text}
                </option>
              ))}
            </optgroup>
          ))}
          <option value={other}>{otherText}</option>
        </select>
      </div>
      {typed && (
        <div className="tb-wb-field">
          <label htmlFor={`${id}-other`}>{otherLabel}</label>
          <input
            id={`${id}-other`}
            className="tb-input"
            type="text"
            spellCheck={false}
            autoComplete="off"
            placeholder={otherPlaceholder}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      )}
    </div>
  );
}
