import type { Author } from '../../content/blog-content-types';
import { avatarSize } from './image-sizes';
import './author-card.css';

export function AuthorCard({ author }: { author: Author }) {
  return (
    <div className="bb-author">
      <img
        className="bb-author__avatar"
        src={author.avatar}
        alt={`Porträt: ${author.name}`}
        width={avatarSize.width}
        height={avatarSize.height}
        loading="lazy"
      />
      <div>
        <p className="bb-author__name">{author.name}</p>
        <p className="bb-author__bio">{author.bio}</p>
      </div>
    </div>
  );
}
