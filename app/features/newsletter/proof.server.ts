/**
 * The subscriber API's proof (docs/decisions/018, 030): the page that confirms a sign-up hands its
 * browser a token signed for the address, and only a call that carries it may read or change that
 * subscription.
 */
import { sign, verify } from "~/utils/signing.server";

const proofMessage = (email: string) => `newsletter-confirmed|${email.trim().toLowerCase()}`;

/** The proof, handed to the browser that confirmed `email` through its link, that its owner did. */
export function signupToken(secret: string, email: string): Promise<string> {
  return sign(secret, proofMessage(email));
}

/** Whether `token` is the proof for `email`; Web Crypto's verify compares in constant time. */
export function isSignupToken(secret: string, email: string, token: string): Promise<boolean> {
  return verify(secret, proofMessage(email), token);
}
