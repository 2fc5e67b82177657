import { HELP_TEXT as TEXT } from '../messages';

/** Spec §2.8 help: six FAQ entries written from the program's rules (§9). */
export function HelpTab() {
  return (
    <section aria-label={TEXT.heading}>
      {TEXT.entries.map((entry) => (
        <details key={entry.question} className="loyalty-faq">
          <summary>{entry.question}</summary>
          <p className="mb-0">{entry.answer}</p>
        </details>
      ))}
    </section>
  );
}
