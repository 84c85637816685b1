// Every unit test runs with the registry's games and searches in the core's catalogues, as the
// app, the workers and the CLI do from their entry points, and with the games' presenters in
// theirs, as the page does (the view registry's Svelte parts are left to the tests that draw).
import '../../src/lib/view-registry/presenters';
