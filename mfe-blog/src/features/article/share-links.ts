/** Plain share links (no third-party scripts): each network's own share URL with the page URL. */
export interface ShareLink {
  label: string;
  href: string;
  external: boolean;
}

export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  return [
    {
      label: 'Auf Facebook teilen',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      external: true,
    },
    {
      label: 'Auf X teilen',
      href: `https://x.com/intent/tweet?url=${url}&text=${text}`,
      external: true,
    },
    {
      label: 'Auf LinkedIn teilen',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      external: true,
    },
    {
      label: 'Per WhatsApp teilen',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${pageUrl}`)}`,
      external: true,
    },
    {
      label: 'Per E-Mail teilen',
      href: `mailto:?subject=${text}&body=${url}`,
      external: false,
    },
  ];
}
