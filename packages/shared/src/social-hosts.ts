// Each social network's own hosts, the one table the social-link schemas read (issue 41): a
// Facebook link is a facebook.com address, an Instagram link an instagram.com one, and so on;
// anything else is refused with a Spanish message naming the network.

interface SocialNetwork {
  /** The network's name as owners know it. */
  name: string;
  /** Its hosts; a subdomain of one (www., m., web.) is the network's too. */
  hosts: readonly string[];
}

export const SOCIAL_NETWORKS = {
  facebook: { name: 'Facebook', hosts: ['facebook.com', 'fb.com', 'fb.me'] },
  instagram: { name: 'Instagram', hosts: ['instagram.com', 'instagr.am'] },
  twitter: { name: 'X (Twitter)', hosts: ['x.com', 'twitter.com'] },
  linkedin: { name: 'LinkedIn', hosts: ['linkedin.com', 'lnkd.in'] },
  youtube: { name: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  tiktok: { name: 'TikTok', hosts: ['tiktok.com'] },
  whatsapp: { name: 'WhatsApp', hosts: ['wa.me', 'whatsapp.com'] },
} as const satisfies Record<string, SocialNetwork>;

export type SocialPlatform = keyof typeof SOCIAL_NETWORKS;

/** 'El enlace de Facebook debe ser una dirección de facebook.com'. */
export const socialHostMessage = (platform: SocialPlatform): string => {
  const { name, hosts } = SOCIAL_NETWORKS[platform];
  return `El enlace de ${name} debe ser una dirección de ${hosts[0]}`;
};

/** Whether a URL (already read as a full https:// address) is on one of the platform's hosts. */
export function onSocialHost(platform: string, url: string): boolean {
  const network = (SOCIAL_NETWORKS as Record<string, SocialNetwork>)[platform];
  if (!network) return false;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return false;
  }
  return network.hosts.some((h) => host === h || host.endsWith(`.${h}`));
}
