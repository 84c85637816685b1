// What the compare view shows first of the default game, as first.ts is for the other views: its
// rules, presenter and compare position, imported statically by the compare registry.
import '../index';
import './presenter';
import './ComparePosition.svelte';
