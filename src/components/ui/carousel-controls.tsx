import './carousel-controls.css';

type CarouselControlsProps = {
  /** The carousel's name, e.g. "Our Products": the buttons say "Next Our Products slide". */
  label: string;
  /** The id of the slides' container the buttons move. */
  controls: string;
  /**
   * Whether anything in the carousel moves by itself (its autoplay, a video slide): only then is
   * there a pause toggle.
   */
  pausable: boolean;
  paused: boolean;
  onTogglePaused: () => void;
  onPrevious: () => void;
  onNext: () => void;
  /** Nothing to move to: every slide is in view. */
  disabled?: boolean;
};

/** A carousel's pause toggle and labelled previous/next buttons, right-aligned above the slides. */
export function CarouselControls({
  label,
  controls,
  pausable,
  paused,
  onTogglePaused,
  onPrevious,
  onNext,
  disabled,
}: CarouselControlsProps) {
  return (
    <div className="carousel-controls d-flex justify-content-end gap-2">
      {pausable && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={onTogglePaused}
          aria-controls={controls}
        >
          {paused ? `Play ${label} carousel` : `Pause ${label} carousel`}
        </button>
      )}
      {(
        [
          ['Previous', onPrevious, '‹'],
          ['Next', onNext, '›'],
        ] as const
      ).map(([direction, onClick, arrow]) => (
        <button
          key={direction}
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-label={`${direction} ${label} slide`}
          aria-controls={controls}
          onClick={onClick}
          disabled={disabled}
        >
          <span aria-hidden="true">{arrow}</span>
        </button>
      ))}
    </div>
  );
}
