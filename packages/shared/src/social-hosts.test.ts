import { describe, expect, it } from 'vitest';
import { onSocialHost, SOCIAL_NETWORKS, socialHostMessage } from './social-hosts';

describe('each network its own hosts', () => {
  it('takes the network and its subdomains, nothing that only looks like it', () => {
    expect(onSocialHost('facebook', 'https://www.facebook.com/colmado')).toBe(true);
    expect(onSocialHost('facebook', 'https://m.facebook.com/colmado')).toBe(true);
    expect(onSocialHost('facebook', 'https://fb.com/colmado')).toBe(true);
    expect(onSocialHost('facebook', 'https://instagram.com/colmado')).toBe(false);
    expect(onSocialHost('facebook', 'https://notfacebook.com/colmado')).toBe(false);
    expect(onSocialHost('facebook', 'https://facebook.com.example.do/colmado')).toBe(false);
    expect(onSocialHost('twitter', 'https://x.com/colmado')).toBe(true);
    expect(onSocialHost('youtube', 'https://youtu.be/abc')).toBe(true);
    expect(onSocialHost('myspace', 'https://myspace.com/x')).toBe(false);
    expect(onSocialHost('facebook', 'no es una dirección')).toBe(false);
  });

  it('refuses in Spanish naming the network and its address', () => {
    expect(socialHostMessage('facebook')).toBe(
      'El enlace de Facebook debe ser una dirección de facebook.com',
    );
    for (const platform of Object.keys(SOCIAL_NETWORKS) as (keyof typeof SOCIAL_NETWORKS)[]) {
      expect(socialHostMessage(platform)).toMatch(
        /^El enlace de .+ debe ser una dirección de \S+$/,
      );
    }
  });
});
