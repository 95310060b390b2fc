/* stand-in for a tag manager */window.dataLayer=window.dataLayer||[];
