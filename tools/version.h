/* version.h: the version of tasoc, in this one place (tasoc --version prints it). */
#ifndef TOOLS_VERSION_H
#define TOOLS_VERSION_H

#define TASOC_VERSION "0.1.0"

#endif
