import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { popupStrings } from "~/features/newsletter/popup.server";

// The discount popup's strings (app/features/newsletter/popup.server.ts), for its fetcher.
export const loader = (args: LoaderFunctionArgs) => popupStrings(args);
