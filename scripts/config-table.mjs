#!/usr/bin/env node
/** Writes the README's configuration table from the list of variables (app/utils/variables.mjs). */
import "./lib/project-node.mjs";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { variableTable } from "../app/utils/variables.mjs";
import { root } from "./lib/worker.mjs";

const readmePath = path.join(root, "README.md");
const readme = readFileSync(readmePath, "utf8");
const start = readme.indexOf("| variable | meaning | default |");
const end = readme.indexOf("\n\n", start);
writeFileSync(readmePath, readme.slice(0, start) + variableTable() + readme.slice(end));
