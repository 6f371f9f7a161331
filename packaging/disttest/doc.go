// Package disttest checks the archives make dist writes (issue 33): what
// each holds, the Windows resources of rummy.exe read with debug/pe, that
// the Debian packages install and run (the game under Xvfb, the server
// playing tables), the macOS bundle's layout, and that two runs gave the
// same bytes. The tests read these variables, and skip without the first:
//
//	RUMMY_DIST          the folder of one make dist run
//	RUMMY_DIST_VERSION  the VERSION it was given
//	RUMMY_DIST2         a second run's folder, from the same commit
//	RUMMY_DIST_INSTALL  1: install the .deb packages with dpkg (as root; CI)
//	RUMMY_DIST_SHOTS    where to keep the installed game's screenshot
//
// .ci/run runs make dist twice and then these tests.
package disttest
