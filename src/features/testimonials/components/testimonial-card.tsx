import { StarRating } from '@/components/ui/star-rating';
import type { Testimonial } from '@/types/api';
import { recordingsOf, type Recording } from '../media';
import { TESTIMONIAL_TEXT } from '../messages';
import { MediaIcon, PlaceholderAvatar } from './testimonial-icons';

export type TestimonialCardProps = {
  testimonial: Testimonial;
  /** Opens the player dialog for one of the card's recordings. */
  onPlay: (recording: Recording, name: string) => void;
};

export const testimonialName = (testimonial: Testimonial): string =>
  testimonial.name?.trim() || TESTIMONIAL_TEXT.anonymous;

/** One testimonial: avatar, what they wrote, their stars, their name, and play buttons for recordings. */
export function TestimonialCard({ testimonial, onPlay }: TestimonialCardProps) {
  const name = testimonialName(testimonial);
  const recordings = recordingsOf(testimonial);
  return (
    <figure className="testimonial-card card h-100 mb-0">
      <div className="card-body d-flex flex-column align-items-center text-center gap-3">
        <PlaceholderAvatar />
        <blockquote className="testimonial-card__quote mb-0">
          <p className="mb-0">{testimonial.description}</p>
        </blockquote>
        <StarRating value={testimonial.rating} size={22} />
        <figcaption className="fw-semibold">{name}</figcaption>
        {recordings.length > 0 && (
          <div className="d-flex gap-2 mt-auto">
            {recordings.map((recording) => (
              <button
                key={recording.kind}
                type="button"
                className="btn btn-outline-primary testimonial-card__play"
                aria-label={
                  recording.kind === 'audio'
                    ? TESTIMONIAL_TEXT.playAudio(name)
                    : TESTIMONIAL_TEXT.playVideo(name)
                }
                onClick={() => onPlay(recording, name)}
              >
                <MediaIcon kind={recording.kind} />
              </button>
            ))}
          </div>
        )}
      </div>
    </figure>
  );
}
